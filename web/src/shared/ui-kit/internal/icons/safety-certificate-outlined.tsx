import definition from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function SafetyCertificateOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
