import definition from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function InfoCircleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
