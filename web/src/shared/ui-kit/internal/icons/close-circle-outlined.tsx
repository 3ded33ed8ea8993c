import definition from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CloseCircleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
